/** Typed shapes of the landing page's content. Sections receive these as props and hold no copy. */

export interface Statistic {
  /** The figure as shown, e.g. "95%". */
  value: string;
  label: string;
}

export interface Step {
  number: number;
  title: string;
  description: string;
}

export type Rating = 1 | 2 | 3 | 4 | 5;

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: Rating;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PlanFeature {
  label: string;
}

export interface Cta {
  label: string;
  /** Appended to the accessible name of links that open in a new tab. */
  newTabHint: string;
}
