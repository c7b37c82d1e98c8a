import classes from './Landing.module.css';

/**
 * A calm, decorative picture of a plant on a field with a rising readiness curve (no data, no text). A static
 * image rather than inline SVG in the page's JavaScript; fetched early, since it is the hero's largest element.
 */
export function HeroIllustration() {
  return (
    <div className={classes.heroArt}>
      {/* A vector drawing: next/image would not resize it, only add its own script to the page. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/landing-field.svg" alt="" width={420} height={340} fetchPriority="high" decoding="async" />
    </div>
  );
}
