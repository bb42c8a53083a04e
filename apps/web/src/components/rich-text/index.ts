export { RichText } from "./RichText.tsx";
export { RichTextEditor } from "./RichTextEditor.tsx";
