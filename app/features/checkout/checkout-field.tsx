import { LabeledField, TEXT_INPUT_CLASS, FieldAlert } from "../../ui/form-controls";

/** A checkout text field with its server-rendered error (an alert) right under it. */
export function CheckoutField(props: {
  name: string;
  label: string;
  error: string | undefined;
  defaultValue: string;
  type?: string;
  inputMode?: "tel" | "numeric";
  maxLength: number;
  autoComplete: string;
  multiline?: boolean;
}) {
  const id = `checkout-${props.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    className: TEXT_INPUT_CLASS,
  };
  return (
    <LabeledField id={id} label={props.label}>
      {props.multiline ? <textarea {...common} rows={2} /> : <input {...common} type={props.type ?? "text"} inputMode={props.inputMode} />}
      <FieldAlert id={errorId} error={props.error} />
    </LabeledField>
  );
}
