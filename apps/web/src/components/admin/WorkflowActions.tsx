import { Button, Stack } from "@mui/material";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { NoteDialog } from "./NoteDialog.tsx";

/** An action asked with a yes/no question. */
interface ConfirmStep {
  title: string;
  /** What will happen, in the user's words. */
  message: ReactNode;
}

/** An action that needs a text (a reason, a message to the customer): the dialog is the confirmation. */
interface NoteStep {
  title: string;
  label: string;
  helperText: string;
  /** Core's schema of the text, so the dialog refuses what the server would. */
  field: z.ZodType<string, string>;
  /** The dialog's button when it is not the action's label ("Send request"). */
  submitLabel?: string;
}

/** One button of a record's workflow bar and the dialog it opens. */
export type WorkflowAction<A extends string> = {
  action: A;
  label: string;
  /** The step the record waits for (approve, retry): a filled button; the rest are outlined. */
  primary?: boolean;
  /** Cannot be taken back lightly (reject, cancel, refund): red. */
  destructive?: boolean;
} & ({ confirm: ConfirmStep; note?: never } | { note: NoteStep; confirm?: never });

export interface WorkflowActionsProps<A extends string> {
  /** The record's `allowedActions` as the server answered them: only these buttons show. */
  allowed: readonly string[];
  /** Every action this screen knows, in the buttons' order. */
  actions: readonly WorkflowAction<A>[];
  /** Takes the action (with the note's text); the dialog stays open showing the error if it throws. */
  onRun(action: A, text?: string): Promise<unknown>;
}

/**
 * The one workflow bar of the staff and customer screens (decision 0230): a button per action the
 * server's `allowedActions` offers, each behind its confirmation or note dialog, in the order the
 * screen lists them. Nothing shows when no action is offered.
 */
export function WorkflowActions<A extends string>({ allowed, actions, onRun }: WorkflowActionsProps<A>) {
  const [open, setOpen] = useState<A | null>(null);
  const offered = actions.filter((a) => allowed.includes(a.action));
  if (offered.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Actions">
        {offered.map((a) => (
          <Button
            key={a.action}
            variant={a.primary ? "contained" : "outlined"}
            color={a.destructive ? "error" : "primary"}
            onClick={() => setOpen(a.action)}
          >
            {a.label}
          </Button>
        ))}
      </Stack>
      {offered.map((a) =>
        a.confirm ? (
          <ConfirmDialog
            key={a.action}
            open={open === a.action}
            title={a.confirm.title}
            message={a.confirm.message}
            confirmLabel={a.label}
            destructive={a.destructive}
            onConfirm={() => onRun(a.action)}
            onClose={close}
          />
        ) : (
          <NoteDialog
            key={a.action}
            open={open === a.action}
            title={a.note.title}
            label={a.note.label}
            helperText={a.note.helperText}
            submitLabel={a.note.submitLabel ?? a.label}
            destructive={a.destructive}
            field={a.note.field}
            onSubmit={(text) => onRun(a.action, text)}
            onClose={close}
          />
        ),
      )}
    </>
  );
}
