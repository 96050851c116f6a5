import { useId, useState, type ReactNode } from "react";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { fieldErrorOf } from "../../../../domain/shared/form-contract";
import { adminOfferTexts } from "../../../../domain/admin/admin-offer-texts";
import { dateToBangkokInput } from "../../../../domain/admin/admin-promotions";
import {
  bahtFieldValue,
  PROMOTION_TIERS_MAX,
  type OfferAdminRow,
  type OfferCategoryOption,
  type OfferProductOption,
} from "../../../../domain/admin/admin-offers";
import { REWARD_TYPES, type RewardType } from "../../../../domain/promotions/promotion";
import { FieldAlert, TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { sentValueOf } from "../../../ui/form-reply";
import { useHydrated } from "../../../ui/use-hydrated";
import { DialogField, fieldValue } from "../kit/admin-dialog";
import { DialogCheckbox } from "../kit/dialog-checkbox";

const m = adminOfferTexts;

type Choices = { products: OfferProductOption[]; categories: OfferCategoryOption[] };

/** A group of the dialog's fields under its own heading. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A box that was ticked: what was just sent after a refusal (a box left unticked sent nothing),
 * else the stored choice.
 */
function wasTicked(reply: FormReply | undefined, name: string, stored: boolean): boolean {
  return reply && !reply.ok && reply.values ? reply.values[name] === "on" : stored;
}

/**
 * Ticked boxes, one per category or product (`category.<id>`, `product.<id>`), in a box of its
 * own that scrolls when the shop has many; its refusal (a choice gone meanwhile) under it.
 */
function ChoiceBoxes({
  legend,
  hint,
  prefix,
  options,
  chosen,
  empty,
  reply,
}: {
  legend: string;
  empty: string;
  hint?: string;
  prefix: "category" | "product";
  options: readonly { id: string; label: string }[];
  chosen: readonly string[] | null;
  reply: FormReply | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-gray-700">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <div className="grid max-h-48 gap-2 overflow-y-auto rounded-xl border border-gray-200 p-3 sm:grid-cols-2">
          {options.map((option) => {
            const name = `${prefix}.${option.id}`;
            return (
              <label key={option.id} className="flex items-start gap-2 text-sm text-gray-700">
                <input
                  type="checkbox"
                  name={name}
                  defaultChecked={wasTicked(reply, name, chosen?.includes(option.id) ?? false)}
                  className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-600"
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The tier rows: always five pairs of fields (`tiers.<n>.minSpend`, `tiers.<n>.amount`), the
 * stored tiers first, so the form works without scripts; rows left empty are not tiers. One
 * refusal for them all, naming its row.
 */
function TierRows({ reply, stored }: { reply: FormReply | undefined; stored: OfferAdminRow | null }) {
  const id = useId();
  const error = fieldErrorOf(reply, "tiers");
  const tiers = stored?.reward.type === "tiers" ? [...stored.reward.tiers].sort((a, b) => a.minSpend - b.minSpend) : [];
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="mb-1 block text-sm font-medium text-gray-700">{m.tiers}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-500">
        {m.tiersHint}
      </p>
      <div className="space-y-2">
        {Array.from({ length: PROMOTION_TIERS_MAX }, (_, index) => {
          const tier = tiers[index];
          return (
            <div key={index} className="grid grid-cols-2 gap-3">
              {(["minSpend", "amount"] as const).map((part) => {
                const name = `tiers.${index}.${part}`;
                const label = part === "minSpend" ? m.tierSpend(index + 1) : m.tierAmount(index + 1);
                return (
                  <div key={part}>
                    <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-gray-700">
                      {label}
                    </label>
                    <input
                      id={`${id}-${name}`}
                      name={name}
                      inputMode="decimal"
                      autoComplete="off"
                      defaultValue={sentValueOf(reply, name, tier ? bahtFieldValue(tier[part]) : "")}
                      aria-invalid={error ? true : undefined}
                      className={TEXT_INPUT_CLASS}
                    />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <FieldAlert id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/**
 * The create and edit dialog's fields (issue 35). The reward type decides which of its fields
 * count: once scripts run only the chosen type's fields show; without them all do, and the
 * server reads only the chosen type's. Money is typed in baht, times in Thai time; a new
 * promotion starts now (the server's clock) and combines with others unless told otherwise.
 */
export function OfferFields({ reply, stored, choices, now }: { reply: FormReply | undefined; stored: OfferAdminRow | null; choices: Choices; now: Date }) {
  const hydrated = useHydrated();
  const [rewardType, setRewardType] = useState<string>(fieldValue(reply, "rewardType", stored?.reward.type ?? "percent"));
  const reward = stored?.reward;
  const shows = (type: RewardType) => !hydrated || rewardType === type;
  const whole = (value: number | null | undefined, zeroIsEmpty = false) =>
    value === null || value === undefined || (zeroIsEmpty && value === 0) ? "" : String(value);

  const giftOptions: [string, string][] = [
    ["", m.chooseGift],
    ...choices.products.map((product): [string, string] => [product.id, m.giftOption(product.name, product.stock.toLocaleString("th-TH"), !product.isActive)]),
  ];
  // Eligible products: the ones shoppers can buy, and any hidden one this promotion already names.
  const eligibleProducts = choices.products
    .filter((product) => product.isActive || stored?.productIds?.includes(product.id))
    .map((product) => ({ id: product.id, label: product.isActive ? product.name : m.hiddenProduct(product.name) }));

  // What the stored promotion puts in the fields of its own reward; the other types' start empty (a gift, at one).
  const filled = {
    percent: reward?.type === "percent" ? String(reward.percent) : "",
    maxDiscount: reward?.type === "percent" ? bahtFieldValue(reward.maxDiscount) : "",
    amount: reward?.type === "amount" ? bahtFieldValue(reward.amount) : "",
    giftProductId: reward?.type === "gift" ? reward.giftProductId : "",
    giftQuantity: reward?.type === "gift" ? String(reward.giftQuantity) : "1",
    minSpend: stored && stored.minSpend > 0 ? bahtFieldValue(stored.minSpend) : "",
    endsAt: stored?.endsAt ? dateToBangkokInput(stored.endsAt) : "",
  };

  return (
    <div className="space-y-4">
      <DialogField name="title" label={m.fieldTitle} reply={reply} stored={stored?.title} />
      <DialogField name="description" type="textarea" label={m.description} reply={reply} stored={stored?.description} />
      <DialogField name="code" label={m.codeField} hint={m.codeHint} reply={reply} stored={stored?.code} />

      <Section legend={m.rewardSection}>
        <div onChange={(event) => setRewardType((event.target as unknown as HTMLSelectElement).value)}>
          <DialogField
            name="rewardType"
            label={m.rewardType}
            reply={reply}
            defaultValue={rewardType}
            options={REWARD_TYPES.map((type): [string, string] => [type, m.rewardTypes[type]])}
          />
        </div>
        {shows("percent") ? (
          <div className="grid gap-4 sm:grid-cols-2" data-reward-fields="percent">
            <DialogField name="percent" label={m.percent} inputMode="numeric" reply={reply} stored={filled.percent} />
            <DialogField name="maxDiscount" label={m.maxDiscount} hint={m.maxDiscountHint} inputMode="decimal" reply={reply} stored={filled.maxDiscount} />
          </div>
        ) : null}
        {shows("amount") ? (
          <div data-reward-fields="amount">
            <DialogField name="amount" label={m.amount} inputMode="decimal" reply={reply} stored={filled.amount} />
          </div>
        ) : null}
        {shows("gift") ? (
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]" data-reward-fields="gift">
            <DialogField name="giftProductId" label={m.giftProduct} hint={m.giftHint} reply={reply} stored={filled.giftProductId} options={giftOptions} />
            <DialogField name="giftQuantity" label={m.giftQuantity} inputMode="numeric" reply={reply} stored={filled.giftQuantity} />
          </div>
        ) : null}
        {shows("tiers") ? (
          <div data-reward-fields="tiers">
            <TierRows reply={reply} stored={stored} />
          </div>
        ) : null}
      </Section>

      <Section legend={m.conditionsSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DialogField name="minSpend" label={m.minSpend} hint={m.zeroHint} inputMode="decimal" reply={reply} stored={filled.minSpend} />
          <DialogField name="minQuantity" label={m.minQuantity} hint={m.zeroHint} inputMode="numeric" reply={reply} stored={whole(stored?.minQuantity, true)} />
        </div>
        <ChoiceBoxes
          legend={m.categories}
          hint={m.eligibleHint}
          prefix="category"
          options={choices.categories.map((category) => ({ id: category.id, label: category.name }))}
          chosen={stored?.categoryIds ?? null}
          empty={m.noCategories}
          reply={reply}
        />
        <ChoiceBoxes legend={m.products} prefix="product" options={eligibleProducts} chosen={stored?.productIds ?? null} empty={m.noProducts} reply={reply} />
        <DialogCheckbox name="firstOrderOnly" label={m.firstOrderOnly} reply={reply} defaultChecked={stored?.firstOrderOnly ?? false} />
        <DialogCheckbox name="vipOnly" label={m.vipOnly} reply={reply} defaultChecked={stored?.memberTier === "vip"} />
      </Section>

      <Section legend={m.windowSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DialogField name="startsAt" type="datetime-local" label={m.startsAt} reply={reply} stored={dateToBangkokInput(stored ? stored.startsAt : now)} />
          <DialogField name="endsAt" type="datetime-local" label={m.endsAt} hint={m.endsAtHint} reply={reply} stored={filled.endsAt} />
          <DialogField name="usageCap" label={m.usageCap} hint={m.capHint} inputMode="numeric" reply={reply} stored={whole(stored?.usageCap)} />
          <DialogField name="perMemberCap" label={m.perMemberCap} hint={m.capHint} inputMode="numeric" reply={reply} stored={whole(stored?.perMemberCap)} />
        </div>
        <DialogCheckbox name="combinable" label={m.combinable} reply={reply} defaultChecked={stored?.combinable ?? true} />
      </Section>
    </div>
  );
}
