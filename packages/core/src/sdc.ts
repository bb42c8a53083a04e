import type { SDCType } from "./enums.ts";

/** A data category's name on screen (section 3), e.g. in the export dialog's title. */
export const SDC_DISPLAY_NAMES: Record<SDCType, string> = {
  None: "None",
  Seismic_2D: "Seismic 2D",
  Seismic_3D: "Seismic 3D",
  Well_Log: "Well Log",
  Technical_Report: "Technical Report",
  Non_Seismic: "Non Seismic",
};

/** Section 9: file names of the metadata export. */
export const SDC_EXPORT_FILE_NAMES: Record<Exclude<SDCType, "None">, string> = {
  Seismic_2D: "Seismic2DMetadata.csv",
  Seismic_3D: "Seismic3DMetadata.csv",
  Well_Log: "WellLog.csv",
  Technical_Report: "TechnicalReport.csv",
  Non_Seismic: "NonSeismicMetadata.csv",
};
