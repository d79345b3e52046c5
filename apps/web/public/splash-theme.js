/* global document */
// Match the splash to the stored colour scheme so a dark-mode user sees no white flash. A file of
// its own, not an inline script: the content security policy runs scripts from files only.
try {
  const stored = JSON.parse(localStorage.getItem('oim-appearance-config') || 'null');
  if (stored?.state?.config?.style.colorScheme === 'dark') document.getElementById('splash-screen').className = 'dark';
} catch {
  // No stored appearance, or not readable: the light splash is right.
}
