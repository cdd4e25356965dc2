// Gives every <bulwark-*> element on the page a way to get a fresh embed token from this
// portal's server, and keeps widget navigation inside the portal.

/** Asks the portal's server for a new embed token (it holds the API key, the page never does). */
async function fetchToken() {
  const response = await fetch("/embed-token", { method: "POST" });
  if (!response.ok) throw new Error(`The portal could not get a Bulwark token (${response.status})`);
  const { token } = await response.json();
  return token;
}

for (const element of document.querySelectorAll("[data-bulwark]")) {
  // A property, not an attribute: set before or after the element is defined, it is kept.
  element.fetchToken = fetchToken;
}

const status = document.getElementById("portal-status");
const say = (message) => {
  if (status) status.textContent = message;
};

document.addEventListener("bulwark-navigate", (event) => {
  // The portal has no pages for Bulwark's links: stay here.
  event.preventDefault();
});
document.addEventListener("bulwark-error", (event) => {
  say(`A dashboard could not load (${event.detail.statusCode || "network"}).`);
});
document.addEventListener("bulwark-auth-expired", () => {
  say("The dashboards' session expired; reload the page.");
});
