import SearchIcon from "@mui/icons-material/Search";
import { Box, Button, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";

/** Free-text search, applied on Enter or with the button (the server is typo-tolerant). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: "flex", gap: 1, alignItems: "center", flex: 1, minWidth: { xs: "100%", sm: 320 } }}
    >
      <TextField
        label="Search the catalogue"
        type="search"
        size="small"
        margin="none"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Names, codes, operators, fields…"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </Button>
    </Box>
  );
}
