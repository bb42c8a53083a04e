import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import { z } from "zod";
import { applyServerErrors } from "./server-field-errors.ts";

/**
 * `Input` and `Output` are the schema's `z.input` and `z.output` (what the fields hold, what is
 * sent); only the schema decides them.
 */
export interface MutationFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: NoInfer<DefaultValues<Input>>;
  /** The fields a server 400 may name (`body.<field>`); by default the keys of `defaultValues`. */
  fields?: NoInfer<readonly Path<Input>[]>;
  /** Sends the checked values; what it throws shows on the fields a 400 names, or above the buttons. */
  onSubmit(values: Output): Promise<unknown>;
}

/**
 * One submit, apart from React: clears the form-level message, sends the values and, if that
 * fails, puts a 400's issues on `fields` and the rest in the form-level message.
 */
export async function submitMutation<V extends FieldValues, O>(
  values: O,
  send: (values: O) => Promise<unknown>,
  setMessage: (message: string | null) => void,
  setFieldError: UseFormSetError<V>,
  fields: readonly string[],
): Promise<void> {
  setMessage(null);
  try {
    await send(values);
  } catch (err) {
    setMessage(applyServerErrors(err, setFieldError, fields));
  }
}

/**
 * A form that sends one mutation: react-hook-form checked by the zod schema, the server's 400 on
 * the fields it names, anything else as the form-level message. It exists so that each form does
 * not write that wiring again; a `FormDialog` takes `{...dialogProps}`.
 */
export function useMutationForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  fields,
  onSubmit,
}: MutationFormOptions<Input, Output>) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit((values) =>
    submitMutation(values, onSubmit, setError, form.setError, fields ?? Object.keys(defaultValues)),
  );
  const submitting = form.formState.isSubmitting;
  return {
    form,
    errors: form.formState.errors,
    /** The form-level message (field errors show on their fields), or null. */
    error,
    /** Sets the form-level message, e.g. for a check the schema cannot make; each submit clears it. */
    setError,
    submit,
    submitting,
    dialogProps: { submitting, error, onSubmit: submit },
  };
}

/**
 * A transform that checks a form's values with a schema they are not typed as the input of (a
 * union held as one flat object, each variant's fields side by side): the schema's issues go on
 * the same paths, and its output is what is sent.
 */
export function checkedBy<Output>(schema: z.ZodType<Output>) {
  return (values: unknown, ctx: z.RefinementCtx): Output => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  };
}

/**
 * A transform for one field that holds a list typed as text (blocks on one line, dates one a
 * line): `toList` splits it, `schema` checks the list, and its first problem shows on the field
 * itself (an issue on `blocks.0` would name no field the form draws).
 */
export function typedList<Item, Output>(toList: (text: string) => Item[], schema: z.ZodType<Output>) {
  return (text: string, ctx: z.RefinementCtx): Output => {
    const parsed = schema.safeParse(toList(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0].message });
    return z.NEVER;
  };
}
