import type { TeamMember } from '@agency/data';
import {
  ButtonLink,
  CallToAction,
  EmptyState,
  FeatureCard,
  PageHeader,
  Section,
  TeamMemberCard,
} from '@agency/ui';
import { Loaded } from '../../components/Loaded';
import * as styles from '../../components/page.css';
import { StatsGrid } from '../../components/StatsGrid';
import { business } from '../../config/business';
import { coreValues } from '../../config/content';
import type { Area } from '../../lib/loaders';

/**
 * About (`/about`): intro, stats, the team (by id; empty while it loads, and a fetch error
 * leaves the area empty), the four core values and a link to /contact.
 * @param props.team - the about route's data, by id.
 * @see docs/requirements.md §2 (About), §8 (team empty state)
 */
export function AboutPage({ team }: { team: Area<TeamMember[]> }) {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title={`The designers behind ${business.brandName}`}
        intro={`For over ${business.claims.yearsDesigning} years we have designed thumbnails for creators in every niche, from gaming to finance. ${business.claims.company}.`}
      />
      <Section id="stats" title="What we have achieved" align="center">
        <StatsGrid />
      </Section>
      <Section id="team" eyebrow="Our team" title="Meet the team" tone="raised" align="center">
        <Loaded data={team} loading={null}>
          {(members) =>
            members.length === 0 ? (
              <EmptyState>Our talented team is currently camera shy! Check back soon.</EmptyState>
            ) : (
              <div className={styles.grid}>
                {members.map((member, index) => (
                  <TeamMemberCard
                    key={`${member.name}-${index}`}
                    name={member.name}
                    role={member.role ?? ''}
                    bio={member.bio ?? ''}
                    imageUrl={member.image_url}
                    altText={member.alt_text ?? undefined}
                  />
                ))}
              </div>
            )
          }
        </Loaded>
      </Section>
      <Section id="values" eyebrow="What drives us" title="Our core values" align="center">
        <div className={styles.grid4}>
          {coreValues.map((value) => (
            <FeatureCard
              key={value.title}
              variant="value"
              icon={<value.icon aria-hidden />}
              title={value.title}
              description={value.description}
            />
          ))}
        </div>
      </Section>
      <Section>
        <CallToAction
          title="Let's make your next thumbnail"
          actions={
            <ButtonLink href="/contact" size="lg">
              Get in Touch
            </ButtonLink>
          }
        />
      </Section>
    </>
  );
}
