// Field web vitals: the LCP, INP and CLS of real visits, measured by Google's web-vitals library and
// pushed to the tag manager as `web_vitals` events (shape in docs/api.md). Only with analytics
// consent: the library is not even loaded before the visitor accepts (at once when they had, or when
// they accept later in the visit), and then only after the first paint, as a chunk of its own, so
// it is never part of the initial JS. It reads the browser's buffered entries, so the figures of a
// page that loaded before the consent still count.
import { afterFirstPaint } from './after-first-paint'
import { whenTrackingConsent } from './consent'
import { pushToDataLayer } from './data-layer'
import { importWhenOnline } from './import-when-online'

/** What the library hands over for each metric (the part of web-vitals' Metric used here). */
export interface VitalMetric {
  name: string
  value: number
  delta: number
  rating: 'good' | 'needs-improvement' | 'poor'
  id: string
  navigationType: string
}

export interface WebVitalsEvent {
  event: 'web_vitals'
  metric_name: string
  /** The metric's value so far: ms for LCP and INP, a unitless score for CLS (3 decimals). */
  metric_value: number
  /** The change since this metric's previous event (the same as the value on its first): sums up. */
  metric_delta: number
  metric_rating: VitalMetric['rating']
  /** One id per metric per page load: a later event with the same id replaces the earlier one. */
  metric_id: string
  navigation_type: string
}

const rounded = (metric: VitalMetric, n: number) =>
  metric.name === 'CLS' ? Math.round(n * 1000) / 1000 : Math.round(n)

export function webVitalsEvent(metric: VitalMetric): WebVitalsEvent {
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: rounded(metric, metric.value),
    metric_delta: rounded(metric, metric.delta),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  }
}

let started = false

/**
 * Starts the field web vitals once, when the visitor has given (or later gives) analytics consent.
 * Safe to call more than once; without consent it only waits.
 */
export function startFieldVitals(): void {
  if (started || typeof window === 'undefined') return
  started = true
  whenTrackingConsent(() =>
    afterFirstPaint(() => {
      void importWhenOnline(() => import('web-vitals'))
        .then(({ onCLS, onINP, onLCP }) => {
          const report = (metric: VitalMetric) => pushToDataLayer(webVitalsEvent(metric))
          onLCP(report)
          onINP(report)
          onCLS(report)
        })
        .catch(() => {
          // Measuring is a nicety: a failed load costs the shopper nothing.
        })
    }),
  )
}
