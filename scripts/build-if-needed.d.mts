/** Runs `react-router build` when the sources are newer than build/ (exits on failure). */
export function buildIfNeeded(): void;
