import type { ReactElement } from 'react';
import { OnboardingFlow } from '@/components/onboarding/OnboardingFlow';
import { OnboardingLayout } from '@/components/onboarding/OnboardingLayout';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const OnboardingPage: NextPageWithLayout = () => (
  <>
    <PageTitle title="Complete o seu cadastro" />
    <OnboardingFlow />
  </>
);

OnboardingPage.getLayout = (page: ReactElement) => <OnboardingLayout>{page}</OnboardingLayout>;

export default OnboardingPage;
