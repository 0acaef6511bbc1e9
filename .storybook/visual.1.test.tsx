// Stories tagged visual, shard 1 of 2 (visualStories.tsx): run, pictured, checked in dark.
import { pictureStories } from './visualStories';

pictureStories(1, 2);
