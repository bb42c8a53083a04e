export const TYPE_LABELS: Record<string, string> = {
  Seismic_2D: "2D seismic",
  Seismic_3D: "3D seismic",
  Well_Log: "Well log",
  Technical_Report: "Technical report",
  Non_Seismic: "Non-seismic",
};
