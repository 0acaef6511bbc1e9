// Stories tagged visual, shard 2 of 2 (visualStories.tsx): run, pictured, checked in dark.
import { pictureStories } from './visualStories';

pictureStories(2, 2);
