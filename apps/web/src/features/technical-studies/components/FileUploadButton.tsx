import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Button } from "@mui/material";
import { useRef } from "react";

/** A button that opens the file picker and hands the chosen file on. */
export function FileUploadButton(props: {
  label: string;
  accept: string;
  busy: boolean;
  onFile(file: File): void;
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
          if (file) props.onFile(file);
        }}
      />
    </>
  );
}
