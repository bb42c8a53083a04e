import { Button, Stack } from "@mui/material";
import { type CreditPlan, formatMyr } from "@strata/core";
import { useState } from "react";
import {
  type Column,
  ConfirmButton,
  DataTable,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useCreditPlans } from "../api/get-credit-plans.ts";
import { useRetireCreditPlan } from "../api/retire-credit-plan.ts";
import { PlanDialog } from "../components/PlanDialog.tsx";

/** Admin's download credit plans: create, edit and retire (a retired plan stays in the history). */
export function CreditPlansPage() {
  const params = useListParams([]);
  const plans = useCreditPlans(true);
  const retire = useRetireCreditPlan();
  const [editing, setEditing] = useState<CreditPlan | "new" | null>(null);
  const all = plans.data?.result ?? [];
  const page = all.slice((params.page - 1) * params.pageSize, params.page * params.pageSize);
  const columns: Column<CreditPlan>[] = [
    { key: "name", label: "Plan", render: (p) => p.name },
    { key: "credits", label: "Credits", align: "right", render: (p) => p.credits.toLocaleString("en-MY") },
    { key: "price", label: "Price (excl. SST)", align: "right", render: (p) => formatMyr(p.priceSen) },
    {
      key: "validity",
      label: "Validity",
      render: (p) => (p.validityDays ? `${p.validityDays} days` : "No expiry"),
    },
    {
      key: "status",
      label: "Status",
      render: (p) => <StatusChip status={p.retired ? "retired" : "active"} />,
    },
    {
      key: "actions",
      label: "Actions",
      render: (p) =>
        p.retired ? null : (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(p)}>
              Edit
            </Button>
            <ConfirmButton
              label="Retire"
              color="error"
              title={`Retire ${p.name}?`}
              text="It is no longer offered or sold. Orders already placed and their invoices keep it."
              onConfirm={() => retire.mutateAsync(p.id)}
            />
          </Stack>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Download credit plans"
        subtitle="The plans customers can buy credits with."
        actions={
          <Button variant="contained" onClick={() => setEditing("new")}>
            New plan
          </Button>
        }
      />
      <DataTable
        label="Download credit plans"
        columns={columns}
        rows={page}
        total={all.length}
        loading={plans.isFetching}
        error={plans.error}
        emptyText="No plans yet: create the first one."
        params={params}
        rowKey={(p) => p.id}
      />
      {editing ? (
        <PlanDialog plan={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

export { CreditPlansPage as Component };
