import { adminFaqTexts } from "../../domain/admin/admin-faq-texts";
import { faqSchema } from "../../domain/admin/content-forms";
import { activeSwitchIntent, adminAction, dialogWrite, rowWrite, loadListScreen } from "../../server/shop/admin/admin-route";
import { createFaq, deleteFaq, listFaqs, loadFaq, updateFaq, type FaqRow } from "../../server/shop/admin/faqs";
import { faqs } from "../../server/platform/db/schema";
import { ActiveSwitch } from "../features/admin/kit/active-switch";
import { AdminScreenError } from "../features/admin/kit/admin-screen";
import { type Column } from "../features/admin/kit/data-table";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.faq";
import { ListScreen } from "../features/admin/kit/list-screen";
import { dialogFields } from "../features/admin/kit/admin-dialog";

const m = adminFaqTexts;

export function loader({ request }: Route.LoaderArgs) {
  return loadListScreen(request, { list: listFaqs, load: loadFaq });
}

export const action = adminAction({
  create: dialogWrite(faqSchema, "faq-added", async ({ db, admin }, faq) => {
    await createFaq(db, admin, faq);
    return { ok: true };
  }),
  update: dialogWrite(faqSchema, "faq-saved", ({ db, admin, rowId }, faq) => updateFaq(db, admin, rowId(), faq)),
  delete: rowWrite("faq-deleted", ({ db, admin }, id) => deleteFaq(db, admin, id)),
  "switch-active": activeSwitchIntent({ entity: "faq", table: faqs }, "faq-saved"),
});

export const meta = privateMeta(m.title);

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const columns: Column<FaqRow>[] = [
    {
      header: m.question,
      cell: (row) => (
        <>
          <span className="font-medium">{row.question}</span>
          <span className="mt-1 line-clamp-2 block text-sm text-gray-600">{row.answer}</span>
        </>
      ),
    },
    { header: m.sortOrder, className: "text-right", cell: (row) => row.sortOrder.toLocaleString("th-TH") },
    { header: m.show, cell: (row) => <ActiveSwitch id={row.id} active={row.isActive} name={row.question} /> },
  ];
  const fields = (stored: FaqRow | null) => {
    const field = dialogFields(actionData, stored);
    return (
      <>
        {field("question", m.question)}
        {field("answer", m.answer, { type: "textarea" })}
        {field("sortOrder", m.sortOrder, { type: "number", empty: "0" })}
        <DialogCheckbox name="isActive" label={m.show} reply={actionData} defaultChecked={stored?.isActive ?? true} />
      </>
    );
  };
  return (
    <ListScreen
      title={m.title}
      texts={{ add: m.add, notFound: m.notFound, noneFound: m.noneFound }}
      screen={loaderData}
      columns={columns}
      rowName={(row) => row.question}
      reply={actionData}
      alert={actionData?.intent === "switch-active" ? actionData.message : null}
      form={{ fields, name: (faq) => faq.question }}
      deleteMessage={(faq) => m.confirmDelete(faq.question)}
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
