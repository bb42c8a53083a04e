import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Button } from "@mui/material";
import { useRef } from "react";
import { oversizedMessage } from "../../../lib/upload-limit.ts";

/**
 * A button that opens the file picker and hands the chosen file on; a file over the upload limit is
 * not sent: `onProblem` gets the sentence to show (its size and the limit), and null on the next pick.
 */
export function FileUploadButton(props: {
  label: string;
  accept: string;
  busy: boolean;
  onFile(file: File): void;
  onProblem(message: string | null): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={props.busy}
        onClick={() => input.current?.click()}
      >
        {props.busy ? "Uploading…" : props.label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        aria-label={props.label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const problem = oversizedMessage(file);
          props.onProblem(problem);
          if (!problem) props.onFile(file);
        }}
      />
    </>
  );
}
