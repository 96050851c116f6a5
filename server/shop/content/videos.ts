import { asc, eq, sql } from "drizzle-orm";
import type { VideoView } from "../../../domain/content/content";
import { MAX_HOME_VIDEOS } from "../../../domain/content/content-limits";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { preparedQuery } from "../../platform/db/prepared-query";
import { videos } from "../../platform/db/schema";

const activeVideos = preparedQuery((db) =>
  db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      mediaUrl: videos.mediaUrl,
      posterUrl: videos.posterUrl,
    })
    .from(videos)
    .where(eq(videos.isActive, true))
    .orderBy(asc(videos.sortOrder), asc(videos.createdAt), asc(videos.id))
    .limit(sql.placeholder("limit"))
    .prepare("active_videos"),
);

/** Active introduction videos for the home page, in sort order (the admin keeps at most 5). */
export async function listActiveVideos(db: DatabaseOrTransaction, limit = MAX_HOME_VIDEOS): Promise<VideoView[]> {
  return activeVideos(db).execute({ limit });
}
