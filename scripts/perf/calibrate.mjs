// CPU calibration for the benchmark. Lighthouse's default 4x CPU slowdown assumes a machine with a
// benchmarkIndex of about 1500; these machines score 1800–3400, so a fixed 4x makes them a fast
// laptop. Lighthouse's own CPU throttling calculator gives the factor that makes this machine a
// mid-range phone; every round measures a no-JS floor page first and uses its benchmarkIndex.

/** The network of Lighthouse's mobile preset (slow 4G), kept as it is: only the CPU is calibrated. */
export const network = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1638.4 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
}

/**
 * Lighthouse's throttling calculator: ≥ 1300 → 3 + (BI − 1300) / 233; 800–1300 → 2 + (BI − 800) / 500;
 * below 800 → 1 + (BI − 150) / 650; capped to 1–8 and rounded to two decimals.
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (typeof benchmarkIndex !== 'number' || !Number.isFinite(benchmarkIndex)) return 4
  let factor
  if (benchmarkIndex >= 1300) factor = 3 + (benchmarkIndex - 1300) / 233
  else if (benchmarkIndex >= 800) factor = 2 + (benchmarkIndex - 800) / 500
  else factor = 1 + (benchmarkIndex - 150) / 650
  return Math.round(Math.min(8, Math.max(1, factor)) * 100) / 100
}

/** Lighthouse settings for one calibrated run. */
export function throttlingFor(cpuSlowdownMultiplier) {
  return { ...network, cpuSlowdownMultiplier }
}
