import { useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { PRODUCT_REVIEW_TEXT_MAX_LENGTH } from "../../../domain/product-reviews/product-review-limits";
import { productReviewPath } from "../../../domain/product-reviews/product-review";
import { productReviewTexts as m } from "../../../domain/product-reviews/product-review-texts";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, sentValueOf } from "../../ui/form-reply";
import { ResponsiveImage } from "../../ui/responsive-image";

export const REVIEW_FORM_ID = "product-review";

export type ReviewFormProps = {
  orderNumber: string;
  product: { id: string; nameThai: string; name: string; imageUrl: string | null };
  review: { rating: number; text: string; photoUrl: string | null } | null;
  reply: FormReply | null;
};

/**
 * The review form (decision 072): stars as five radio buttons, the text and a photo; a plain
 * multipart POST, so it works before (and without) JavaScript.
 */
export function ReviewForm({ orderNumber, product, review, reply }: ReviewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const rating = sentValueOf(reply, "rating", review ? String(review.rating) : "");
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">{m.formTitle}</h1>
      <div className="mt-4 flex items-center gap-3">
        <ResponsiveImage src={product.imageUrl} alt="" width={64} height={64} sizes="64px" className="size-16 rounded-xl object-cover" />
        <div>
          <p className="font-semibold text-ink">{product.nameThai}</p>
          <p className="text-xs text-gray-600">{product.name}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-gray-700">{m.formIntro}</p>
      <Form
        ref={formRef}
        id={REVIEW_FORM_ID}
        method="post"
        // With the page's own query: a form posted before (or without) scripts is answered with this
        // product's form again, which the loader finds by it.
        action={productReviewPath(orderNumber, product.id)}
        encType="multipart/form-data"
        noValidate
        className="mt-4 flex flex-col gap-5"
        aria-describedby={reply && !reply.ok ? formAlertId(REVIEW_FORM_ID) : undefined}
      >
        <FormAlert reply={reply} formRef={formRef} id={formAlertId(REVIEW_FORM_ID)} />
        <input type="hidden" name="order" value={orderNumber} />
        <input type="hidden" name="product" value={product.id} />
        <fieldset {...fieldErrorProps(reply, REVIEW_FORM_ID, "rating")}>
          <legend className="text-sm font-medium text-ink">{m.ratingLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label
                key={stars}
                className="flex cursor-pointer items-center gap-1.5 rounded-full border border-brand-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name="rating" value={stars} defaultChecked={rating === String(stars)} className="accent-brand-600" />
                <span aria-hidden="true" className="text-amber-700">
                  {"★".repeat(stars)}
                </span>
                <span>{m.starOption(stars)}</span>
              </label>
            ))}
          </div>
          <FieldError reply={reply} formId={REVIEW_FORM_ID} name="rating" />
        </fieldset>
        <ReviewField name="text" label={m.textLabel} hint={m.textHint(PRODUCT_REVIEW_TEXT_MAX_LENGTH)} reply={reply}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={PRODUCT_REVIEW_TEXT_MAX_LENGTH}
              defaultValue={sentValueOf(reply, "text", review?.text ?? "")}
              className="mt-1 w-full rounded-xl border border-brand-200 px-3 py-2 text-base"
            />
          )}
        </ReviewField>
        <ReviewField
          name="photo"
          label={m.photoLabel}
          hint={m.photoHint}
          reply={reply}
          after={
            review?.photoUrl ? (
              <div className="mt-2 flex items-center gap-3">
                <ResponsiveImage src={review.photoUrl} alt="" width={80} height={80} sizes="80px" className="size-20 rounded-xl object-cover" />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="removePhoto" />
                  {m.removePhoto}
                </label>
              </div>
            ) : null
          }
        >
          {(control) => <input {...control} type="file" accept="image/jpeg,image/png,image/webp,image/gif" className="mt-1 block w-full text-sm" />}
        </ReviewField>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
            {m.submit}
          </button>
          <Link to={`/orders/${orderNumber}`} className="text-sm font-medium text-brand-700 underline">
            {m.backToOrder}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** A field of the review with its label, the hint under it and its error; the control gets its id, name and error wiring. */
function ReviewField({
  name,
  label,
  hint,
  reply,
  after,
  children,
}: {
  name: "text" | "photo";
  label: string;
  hint: string;
  reply: FormReply | null;
  /** What follows the error, such as the photo already sent. */
  after?: ReactNode;
  children: (control: { id: string; name: string } & ReturnType<typeof fieldErrorProps>) => ReactNode;
}) {
  const id = `review-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, name, ...fieldErrorProps(reply, REVIEW_FORM_ID, name, `${id}-hint`) })}
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {hint}
      </p>
      <FieldError reply={reply} formId={REVIEW_FORM_ID} name={name} />
      {after}
    </div>
  );
}
