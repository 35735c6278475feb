/** Lets non-React code (the api client) navigate with the router once the app is mounted. */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

export function setAppNavigator(navigate: Navigate): () => void {
  const previous = navigator;
  navigator = navigate;
  return () => {
    navigator = previous;
  };
}

export function navigateTo(to: string): void {
  navigator(to);
}
