// The farm page's highlight video: the same card as the home page's Farmers' Stories (hover plays it on wide
// screens, a button toggles it elsewhere), without a link, since it sits on the farm's own page.
import { withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import { VideoCard, type StoryCard } from "../home/FarmerStories.tsx";

function FarmVideo({ story }: { story: StoryCard }) {
  return (
    <div className="farm-video">
      <VideoCard story={story} headingLevel={4} />
    </div>
  );
}

export default withErrorBoundary(FarmVideo, "highlight video");
