import { MessagePage } from "../../ui/message-page";
import { notFoundTexts } from "./texts";

export function NotFoundPage({ path }: { path: string }) {
  const hint = (
    <>
      {notFoundTexts.title} <span className="break-all font-mono text-sm">{path}</span>
    </>
  );
  return <MessagePage code="404" title="Oops! Page not found" hint={hint} link={{ to: "/", label: notFoundTexts.backHome }} />;
}
