import { videosCalls } from '@lectern/shared-sdk/videos/calls';
import { courseContentRoutes } from '../courses/course-content-routes';
import { videosRepository } from './videos.repository';

/** Videos (YouTube lessons) in the modules of a course, managed by the course's educator; admins may read them. */
export const videosRoutes = courseContentRoutes({
  tag: 'videos',
  calls: { create: videosCalls.createVideo, find: videosCalls.getVideo, update: videosCalls.updateVideo, remove: videosCalls.deleteVideo },
  repository: videosRepository,
  toAnswer: (video) => ({ video }),
  summaries: {
    create: "Add a video at the end of a module of one's own course; progress of the enrolled students is recomputed",
    find: 'One video of a module',
    update: "Edit a video of one's own course",
    remove: 'Delete a video; progress of the enrolled students is recomputed',
  },
  removed: 'Video deleted',
});
