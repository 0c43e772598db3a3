import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { homeText } from '../../content/home';
import { NextStepBand } from '../../ui/NextStepBand';

/** The home page ends with its one next step, the expert form, and the blog for those not ready yet. */
export function HomeNextStep({ Link }: { readonly Link: LinkComponent }) {
  return (
    <NextStepBand
      id="next-step-heading"
      Link={Link}
      step={{
        heading: homeText.expertHeading,
        lead: homeText.expertLead,
        expertButton: homeText.nextStepButton,
        link: { to: routePaths.blog, label: homeText.blogLink },
      }}
    />
  );
}
