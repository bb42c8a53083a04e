import SyncIcon from "@mui/icons-material/Sync";
import { Box, Button, MenuItem, Tab, Tabs, TextField } from "@mui/material";
import { CATALOG_TYPES, type CatalogType, SDC_DISPLAY_NAMES } from "@strata/core";
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { InvalidFileTab, UnlinkFileTab } from "../components/FileTabs.tsx";
import { GisWithoutMetadataTab, MetadataWithoutGisTab } from "../components/GisTabs.tsx";
import { MetadataRecordTab } from "../components/MetadataRecordTab.tsx";
import { MetadataTab } from "../components/MetadataTab.tsx";
import { SyncProgressDialog } from "../components/SyncProgressDialog.tsx";
import { useSyncWatcher } from "../hooks/use-sync-watcher.ts";
import {
  MetadataAdminProvider,
  useMetadataAdmin,
  useMetadataAdminDispatch,
} from "../state/MetadataAdminProvider.tsx";
import { SUB_TABS, type SubTab } from "../state/metadata-admin-state.ts";

export const SUB_TAB_LABELS: Record<SubTab, string> = {
  Metadata: "Metadata",
  UnlinkFile: "Unlinked files",
  InvalidFile: "Invalid files",
  MetadataWithoutGIS: "Metadata without GIS",
  GISWithoutMetadata: "GIS without metadata",
  MetadataRecord: "Metadata record",
};

const tabId = (tab: SubTab) => `dp-tab-${tab}`;
const panelId = (tab: SubTab) => `dp-panel-${tab}`;

function SubTabPanel({ tab, category }: { tab: SubTab; category: CatalogType }): ReactNode {
  switch (tab) {
    case "Metadata":
      return <MetadataTab />;
    case "UnlinkFile":
      return <UnlinkFileTab key={category} />;
    case "InvalidFile":
      return <InvalidFileTab key={category} />;
    case "MetadataWithoutGIS":
      return <MetadataWithoutGisTab key={category} />;
    case "GISWithoutMetadata":
      return <GisWithoutMetadataTab key={category} />;
    case "MetadataRecord":
      return <MetadataRecordTab key={category} />;
  }
}

function MetadataAdministration() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const { live } = useSyncWatcher();

  return (
    <>
      <PageHeader
        title="Metadata administration"
        subtitle="Prepare the catalogue's metadata: records, their files in cloud storage and their GIS features."
        actions={
          state.syncing && !state.dialogs.syncProgress ? (
            <Button
              variant="outlined"
              startIcon={<SyncIcon />}
              onClick={() => dispatch({ type: "syncProgressOpened" })}
            >
              Show sync progress
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-end", mb: 1 }}>
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          label="Data category"
          value={state.category}
          onChange={(event) =>
            dispatch({ type: "categoryChanged", category: event.target.value as CatalogType })
          }
          sx={{ width: 260 }}
        >
          {CATALOG_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {SDC_DISPLAY_NAMES[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Tabs
        value={state.subTab}
        onChange={(_event, tab: SubTab) => dispatch({ type: "subTabChanged", subTab: tab })}
        aria-label="Metadata administration sections"
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
      >
        {SUB_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={SUB_TAB_LABELS[tab]}
            id={tabId(tab)}
            aria-controls={panelId(tab)}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(state.subTab)}
        aria-labelledby={tabId(state.subTab)}
        sx={{ minWidth: 0 }}
      >
        <SubTabPanel tab={state.subTab} category={state.category} />
      </Box>
      <SyncProgressDialog live={live} />
    </>
  );
}

/** The metadata administration area (section 2); its state lives and dies with the page. */
export function DataPreparationPage() {
  return (
    <MetadataAdminProvider>
      <MetadataAdministration />
    </MetadataAdminProvider>
  );
}

export { DataPreparationPage as Component };
