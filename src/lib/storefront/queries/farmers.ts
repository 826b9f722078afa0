// Farmer documents: the farm profiles, stored as metaobjects of type "farmer".
import { FARMER, IMAGE_FIELDS, MEDIA_IMAGE_FIELDS } from "../fragments.ts";

export const GET_FARMERS = `#graphql
  query GetFarmers($type: String!, $first: Int!, $after: String, $sortKey: String, $reverse: Boolean) {
    metaobjects(type: $type, sortKey: $sortKey, reverse: $reverse, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...Farmer
      }
    }
  }
  ${FARMER}
  ${MEDIA_IMAGE_FIELDS}
  ${IMAGE_FIELDS}
` as const;
