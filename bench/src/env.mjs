/** A positive number from the environment variable `name`, or `fallback`; anything else stops the run. */
export const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
