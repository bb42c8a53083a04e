import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import InsertLinkIcon from "@mui/icons-material/InsertLink";
import TitleIcon from "@mui/icons-material/Title";
import { Box, FormHelperText, FormLabel, IconButton, Paper, Stack, Tooltip } from "@mui/material";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { sanitizeRichText } from "./sanitize.ts";

const TOOLS: { label: string; icon: ReactNode; run: () => void }[] = [
  { label: "Bold", icon: <FormatBoldIcon fontSize="small" />, run: () => document.execCommand("bold") },
  { label: "Italic", icon: <FormatItalicIcon fontSize="small" />, run: () => document.execCommand("italic") },
  {
    label: "Heading",
    icon: <TitleIcon fontSize="small" />,
    run: () => document.execCommand("formatBlock", false, "h3"),
  },
  {
    label: "Bulleted list",
    icon: <FormatListBulletedIcon fontSize="small" />,
    run: () => document.execCommand("insertUnorderedList"),
  },
  {
    label: "Numbered list",
    icon: <FormatListNumberedIcon fontSize="small" />,
    run: () => document.execCommand("insertOrderedList"),
  },
  {
    label: "Link",
    icon: <InsertLinkIcon fontSize="small" />,
    run: () => {
      const href = window.prompt("Link address (https://…)");
      if (href) document.execCommand("createLink", false, href);
    },
  },
];

/**
 * A small rich-text editor (bold, italic, heading, lists, links) over an editable area. What it
 * produces is sanitised by the server with the allow-list the viewer uses, so pasted markup beyond
 * those tags is dropped on save. Keyboard: Tab reaches the toolbar and the text; Ctrl+B / Ctrl+I work.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  helperText,
  minHeight = 180,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helpId = useId();
  // The text is set once; afterwards the browser owns it (resetting it would move the caret).
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial value only
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeRichText(value);
  }, []);
  const emit = () => onChange(ref.current?.innerHTML ?? "");
  return (
    <Box>
      <FormLabel id={labelId} error={error} sx={{ display: "block", mb: 0.5 }}>
        {label}
      </FormLabel>
      <Paper variant="outlined" sx={{ borderColor: error ? "error.main" : undefined }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{ borderBottom: 1, borderColor: "divider", px: 0.5 }}
        >
          {TOOLS.map((tool) => (
            <Tooltip key={tool.label} title={tool.label}>
              <IconButton
                size="small"
                aria-label={tool.label}
                // Keep the selection in the text while clicking a tool.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  ref.current?.focus();
                  // Tags, not inline styles: the sanitiser keeps <b> and <i> but drops every style.
                  document.execCommand("styleWithCSS", false, "false");
                  tool.run();
                  emit();
                }}
              >
                {tool.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={ref}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helperText ? helpId : undefined}
          aria-invalid={error || undefined}
          tabIndex={0}
          onInput={emit}
          onBlur={emit}
          sx={{
            minHeight,
            p: 1.5,
            outline: "none",
            overflowY: "auto",
            maxHeight: 420,
            "&:focus-visible": { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            "& p": { mt: 0, mb: 1 },
          }}
        />
      </Paper>
      {helperText ? (
        <FormHelperText id={helpId} error={error}>
          {helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
