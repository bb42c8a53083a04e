/** The sandbox's checkout page: the bill's amount and two plain forms, "Pay" and "Fail". */
export function checkoutPage(bill: {
  id: string;
  amount: number;
  description: string;
  name: string;
  state: string;
}): string {
  const ringgit = `RM ${Math.floor(bill.amount / 100).toLocaleString("en-MY")}.${String(bill.amount % 100).padStart(2, "0")}`;
  const open = bill.state === "due";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment gateway — bill ${escapeHtml(bill.id)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1c2530; }
  .amount { font-size: 2rem; font-weight: 600; margin: .5rem 0 1.5rem; }
  form { display: inline-block; margin-right: .75rem; }
  button { font-size: 1rem; padding: .6rem 1.6rem; border-radius: 6px; border: 1px solid #27466b; cursor: pointer; }
  .pay { background: #27466b; color: #fff; }
  .fail { background: #fff; color: #a12a2a; border-color: #a12a2a; }
  .note { color: #5a6570; font-size: .9rem; margin-top: 2rem; }
</style>
</head>
<body>
<main>
  <h1>Sandbox payment gateway</h1>
  <p>${escapeHtml(bill.description)}</p>
  <p>Payer: ${escapeHtml(bill.name)}</p>
  <p class="amount" data-testid="amount">${ringgit}</p>
  ${
    open
      ? `<form method="post" action="/bills/${encodeURIComponent(bill.id)}/pay"><button class="pay" type="submit">Pay</button></form>
  <form method="post" action="/bills/${encodeURIComponent(bill.id)}/fail"><button class="fail" type="submit">Fail</button></form>`
      : `<p>This bill is ${escapeHtml(bill.state)}.</p>`
  }
  <p class="note">A test gateway: no money moves. "Pay" reports a successful payment to the merchant, "Fail" a failed one.</p>
</main>
</body>
</html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
