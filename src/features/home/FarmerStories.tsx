// Farmers' Stories: video cards that play on hover on wide screens (768 px and up) and toggle on click or touch
// elsewhere; muted; leaving a card pauses it and rewinds to the start.
import { useEffect, useRef, useState } from "react";
import { useEarlyActions, withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import { videoHoverMinWidthPx } from "../../lib/shop-rules.ts";
import "./stories.css";

export type StoryCard = {
  title: string;
  poster: string | null;
  sources: { url: string; mimeType: string }[];
  /** Where the card leads; none on the farm's own page. */
  link?: { href: string; label: string; external: boolean };
};

const hoverQuery = `(min-width: ${videoHoverMinWidthPx}px)`;

export function VideoCard({ story, headingLevel = 3 }: { story: StoryCard; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [hoverPlays, setHoverPlays] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(hoverQuery);
    const update = () => setHoverPlays(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  // A tap on the toggle before React took over is replayed now.
  useEarlyActions(video);

  const play = () => {
    // play() rejects when the browser refuses (e.g. data saver); the card simply stays paused then.
    video.current?.play().catch(() => setPlaying(false));
  };
  const stopAndRewind = () => {
    const element = video.current;
    if (!element) return;
    element.pause();
    element.currentTime = 0;
  };

  return (
    <article
      className="story-card"
      onMouseEnter={hoverPlays ? play : undefined}
      onMouseLeave={stopAndRewind}
    >
      <div className="story-media">
        <video
          ref={video}
          muted
          playsInline
          loop
          preload="none"
          poster={story.poster ?? undefined}
          aria-label={story.title}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {story.sources.map((source) => (
            <source key={source.url} src={source.url} type={source.mimeType} />
          ))}
        </video>
        <button
          type="button"
          className="story-toggle"
          aria-pressed={playing}
          aria-label={`${playing ? "Pause" : "Play"} video: ${story.title}`}
          onClick={() => (video.current?.paused ? play() : video.current?.pause())}
        >
          <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
        </button>
      </div>
      <Heading className="story-title">{story.title}</Heading>
      {story.link && (
        <a
          className="story-link"
          href={story.link.href}
          {...(story.link.external ? { target: "_blank", rel: "noopener" } : {})}
        >
          {story.link.label}
          {story.link.external && <span className="visually-hidden"> (opens in a new tab)</span>}
        </a>
      )}
    </article>
  );
}

function FarmerStories({ stories }: { stories: StoryCard[] }) {
  return (
    <div className="stories-grid">
      {stories.map((story) => (
        <VideoCard key={story.title} story={story} />
      ))}
    </div>
  );
}

export default withErrorBoundary(FarmerStories, "farmers' stories");
