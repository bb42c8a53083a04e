import type {
  CreateTechnicalStudyBody,
  StudyMilestoneInput,
  StudyMilestonePatch,
  StudyOrganisation,
  StudyReportAction,
  StudyReportStatus,
  TechnicalStudiesPage,
  TechnicalStudyDetail,
} from "@strata/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const TECHNICAL_STUDIES_KEY = ["technical-studies"] as const;
const url = (id: string) => `/api/technical-studies/${encodeURIComponent(id)}`;
/** Where a study's document or report version downloads from (a plain link: the session cookie goes along). */
export const studyFileUrl = (id: string, fileId: string) => `${url(id)}/files/${encodeURIComponent(fileId)}`;

/** GET /api/technical-studies: the viewer's organisation's workspaces, or every one for data staff. */
export function useTechnicalStudies(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...TECHNICAL_STUDIES_KEY, "list", page, pageSize],
    queryFn: ({ signal }) =>
      api.get<TechnicalStudiesPage>("/api/technical-studies", { query: { page, pageSize }, signal }),
  });
}

export function technicalStudyQuery(id: string) {
  return queryOptions({
    queryKey: [...TECHNICAL_STUDIES_KEY, "detail", id],
    queryFn: ({ signal }) => api.get<TechnicalStudyDetail>(url(id), { signal }),
  });
}

/** GET /api/technical-studies/{id}: the workspace. */
export function useTechnicalStudy(id: string) {
  return useQuery(technicalStudyQuery(id));
}

/** GET /api/technical-studies/organisations: the staff form's organisation picker. */
export function useStudyOrganisations(enabled: boolean) {
  return useQuery({
    queryKey: [...TECHNICAL_STUDIES_KEY, "organisations"],
    queryFn: ({ signal }) =>
      api.get<{ result: StudyOrganisation[] }>("/api/technical-studies/organisations", { signal }),
    select: (data) => data.result,
    enabled,
  });
}

/** Every write answers the whole workspace: it becomes the cached detail, and lists refresh. */
function useStudyWrite<V>(write: (vars: V) => Promise<TechnicalStudyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (detail) => {
      queryClient.setQueryData(technicalStudyQuery(detail.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...TECHNICAL_STUDIES_KEY, "list"] });
    },
  });
}

export const useCreateStudy = () =>
  useStudyWrite((body: CreateTechnicalStudyBody) =>
    api.post<TechnicalStudyDetail>("/api/technical-studies", body),
  );

export const useAddMilestone = (id: string) =>
  useStudyWrite((body: StudyMilestoneInput) => api.post<TechnicalStudyDetail>(`${url(id)}/milestones`, body));

export const useUpdateMilestone = (id: string) =>
  useStudyWrite(({ milestoneId, ...body }: StudyMilestonePatch & { milestoneId: string }) =>
    api.patch<TechnicalStudyDetail>(`${url(id)}/milestones/${encodeURIComponent(milestoneId)}`, body),
  );

export const useDeleteMilestone = (id: string) =>
  useStudyWrite((milestoneId: string) =>
    api.delete<TechnicalStudyDetail>(`${url(id)}/milestones/${encodeURIComponent(milestoneId)}`),
  );

export const useDeleteDocument = (id: string) =>
  useStudyWrite((fileId: string) =>
    api.delete<TechnicalStudyDetail>(`${url(id)}/documents/${encodeURIComponent(fileId)}`),
  );

const formOf = (file: File) => {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
};

export const useAddDocument = (id: string) =>
  useStudyWrite((file: File) => api.postForm<TechnicalStudyDetail>(`${url(id)}/documents`, formOf(file)));

export const useUploadReport = (id: string) =>
  useStudyWrite((file: File) => api.postForm<TechnicalStudyDetail>(`${url(id)}/report`, formOf(file)));

export const useMoveReport = (id: string) =>
  useStudyWrite((vars: { action: StudyReportAction; from: StudyReportStatus; note?: string }) =>
    api.post<TechnicalStudyDetail>(`${url(id)}/report/${vars.action}`, { from: vars.from, note: vars.note }),
  );
