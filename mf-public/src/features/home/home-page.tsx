import Box from '@mui/material/Box';
import { useSession } from '@lectern/shared-sdk';
import { BenefitsSection } from './components/benefits-section';
import { FeaturedCourses } from './components/featured-courses';
import { HeroSection } from './components/hero-section';
import { SignupCta } from './components/signup-cta';
import { StatsSection } from './components/stats-section';
import { useHome } from './use-home';

export function HomePage() {
  const signedIn = useSession((state) => state.user !== null);
  const { stats, featured } = useHome();
  return (
    <Box>
      <HeroSection signedIn={signedIn} />
      <StatsSection stats={stats} />
      <BenefitsSection />
      <FeaturedCourses courses={featured} />
      {!signedIn && <SignupCta />}
    </Box>
  );
}
