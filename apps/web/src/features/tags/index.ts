/** What other features use of tags: a record's tags, which data staff edit on the record page. */
export { RecordTags } from "./components/RecordTags.tsx";
