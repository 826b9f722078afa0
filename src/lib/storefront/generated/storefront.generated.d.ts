/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontTypes from './storefront.types.js';

export type ImageFieldsFragment = Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>;

export type MoneyFieldsFragment = Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>;

export type ProductCardFragment = (
  Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
  & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
);

export type VariantUnitPriceFragment = { unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> };

export type ProductDetailFragment = (
  Pick<StorefrontTypes.Product, 'description' | 'descriptionHtml' | 'productType' | 'updatedAt' | 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
  & { options: Array<(
    Pick<StorefrontTypes.ProductOption, 'name'>
    & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
  )>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }
    )> }, media: { nodes: Array<{ __typename: 'ExternalVideo' | 'Model3d' } | (
      { __typename: 'MediaImage' }
      & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
      & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    ) | (
      { __typename: 'Video' }
      & Pick<StorefrontTypes.Video, 'id' | 'alt'>
      & { sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
);

export type MediaImageFieldsFragment = (
  Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
  & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, presentation?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MediaPresentation, 'asJson'>> }
);

export type FarmerFragment = (
  Pick<StorefrontTypes.Metaobject, 'id' | 'handle' | 'updatedAt'>
  & { fields: Array<(
    Pick<StorefrontTypes.MetaobjectField, 'key' | 'type' | 'value'>
    & { reference?: StorefrontTypes.Maybe<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'Metaobject' | 'Model3d' | 'Page' | 'Product' | 'ProductVariant' } | (
      { __typename: 'MediaImage' }
      & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
      & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, presentation?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MediaPresentation, 'asJson'>> }
    ) | (
      { __typename: 'Video' }
      & Pick<StorefrontTypes.Video, 'id' | 'alt'>
      & { sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )>, references?: StorefrontTypes.Maybe<{ nodes: Array<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'Metaobject' | 'Model3d' | 'Page' | 'Product' | 'ProductVariant' | 'Video' } | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, presentation?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MediaPresentation, 'asJson'>> }
      )> }> }
  )> }
);

export type ArticleFieldsFragment = (
  Pick<StorefrontTypes.Article, 'id' | 'title' | 'handle' | 'excerpt' | 'contentHtml' | 'publishedAt' | 'tags'>
  & { authorV2?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ArticleAuthor, 'name'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, blog: Pick<StorefrontTypes.Blog, 'handle' | 'title'> }
);

export type FilterFieldsFragment = (
  Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
  & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
);

export type GetBlogArticlesQueryVariables = StorefrontTypes.Exact<{
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  query?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type GetBlogArticlesQuery = { articles: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Article, 'id' | 'title' | 'handle' | 'excerpt' | 'contentHtml' | 'publishedAt' | 'tags'>
      & { authorV2?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ArticleAuthor, 'name'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, blog: Pick<StorefrontTypes.Blog, 'handle' | 'title'> }
    )> } };

export type CartCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CartInput;
}>;


export type CartCreateMutation = { cartCreate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CatalogueProductFragment = (
  Pick<StorefrontTypes.Product, 'createdAt' | 'description' | 'descriptionHtml' | 'productType' | 'updatedAt' | 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
  & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'handle'>> }, options: Array<(
    Pick<StorefrontTypes.ProductOption, 'name'>
    & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
  )>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }
    )> }, media: { nodes: Array<{ __typename: 'ExternalVideo' | 'Model3d' } | (
      { __typename: 'MediaImage' }
      & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
      & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    ) | (
      { __typename: 'Video' }
      & Pick<StorefrontTypes.Video, 'id' | 'alt'>
      & { sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
);

export type GetProductsQueryVariables = StorefrontTypes.Exact<{
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  query?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type GetProductsQuery = { products: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'createdAt' | 'description' | 'descriptionHtml' | 'productType' | 'updatedAt' | 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
      & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'handle'>> }, options: Array<(
        Pick<StorefrontTypes.ProductOption, 'name'>
        & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
      )>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }
        )> }, media: { nodes: Array<{ __typename: 'ExternalVideo' | 'Model3d' } | (
          { __typename: 'MediaImage' }
          & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
          & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
        ) | (
          { __typename: 'Video' }
          & Pick<StorefrontTypes.Video, 'id' | 'alt'>
          & { sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
        )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
    )> } };

export type GetProductsByIdQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
}>;


export type GetProductsByIdQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'createdAt' | 'description' | 'descriptionHtml' | 'productType' | 'updatedAt' | 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
    & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'handle'>> }, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }
      )> }, media: { nodes: Array<{ __typename: 'ExternalVideo' | 'Model3d' } | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Video' }
        & Pick<StorefrontTypes.Video, 'id' | 'alt'>
        & { sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
  )>> };

export type GetCollectionsQueryVariables = StorefrontTypes.Exact<{
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  query?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type GetCollectionsQuery = { collections: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Collection, 'id' | 'updatedAt' | 'handle' | 'title' | 'description'>
      & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type FilteredCollectionFragment = (
  Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title' | 'description'>
  & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, products: { filters: Array<(
      Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
    )> } }
);

export type GetFilteredCollectionQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  filters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.ProductCollectionSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type GetFilteredCollectionQuery = { collection?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
        & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
      )> } }
  )> };

export type GetFarmersQueryVariables = StorefrontTypes.Exact<{
  type: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
}>;


export type GetFarmersQuery = { metaobjects: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Metaobject, 'id' | 'handle' | 'updatedAt'>
      & { fields: Array<(
        Pick<StorefrontTypes.MetaobjectField, 'key' | 'type' | 'value'>
        & { reference?: StorefrontTypes.Maybe<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'Metaobject' | 'Model3d' | 'Page' | 'Product' | 'ProductVariant' } | (
          { __typename: 'MediaImage' }
          & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
          & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, presentation?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MediaPresentation, 'asJson'>> }
        ) | (
          { __typename: 'Video' }
          & Pick<StorefrontTypes.Video, 'id' | 'alt'>
          & { sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
        )>, references?: StorefrontTypes.Maybe<{ nodes: Array<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'Metaobject' | 'Model3d' | 'Page' | 'Product' | 'ProductVariant' | 'Video' } | (
            { __typename: 'MediaImage' }
            & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, presentation?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MediaPresentation, 'asJson'>> }
          )> }> }
      )> }
    )> } };

export type PredictiveSearchQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  limit: StorefrontTypes.Scalars['Int']['input'];
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontTypes.Maybe<{ products: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
    )>, queries: Array<Pick<StorefrontTypes.SearchQuerySuggestion, 'text'>> }> };

export type GetBestSellingOrderQueryVariables = StorefrontTypes.Exact<{
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type GetBestSellingOrderQuery = { products: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<Pick<StorefrontTypes.Product, 'id'>> } };

export type GetVariantsByIdsQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
}>;


export type GetVariantsByIdsQuery = { nodes: Array<StorefrontTypes.Maybe<{ __typename: 'AppliedGiftCard' | 'Article' | 'Blog' | 'Cart' | 'CartLine' | 'Collection' | 'Comment' | 'Company' | 'CompanyContact' | 'CompanyLocation' | 'ComponentizableCartLine' | 'ExternalVideo' | 'GenericFile' | 'Location' | 'MailingAddress' | 'Market' | 'MediaImage' | 'MediaPresentation' | 'Menu' | 'MenuItem' } | { __typename: 'Metafield' | 'Metaobject' | 'Model3d' | 'Order' | 'Page' | 'Product' | 'ProductOption' | 'ProductOptionValue' | 'Shop' | 'ShopPayInstallmentsFinancingPlan' | 'ShopPayInstallmentsFinancingPlanTerm' | 'ShopPayInstallmentsProductVariantPricing' | 'ShopPolicy' | 'TaxonomyCategory' | 'UrlRedirect' | 'Video' } | (
    { __typename: 'ProductVariant' }
    & Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
    & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontTypes.Product, 'handle' | 'title'> }
  )>> };

export type SearchProductsQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.SearchSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  productFilters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
}>;


export type SearchProductsQuery = { search: (
    Pick<StorefrontTypes.SearchResultItemConnection, 'totalCount'>
    & { productFilters: Array<(
      Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags' | 'availableForSale'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, unitPriceVariants: { nodes: Array<{ price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, unitPriceMeasurement?: StorefrontTypes.Maybe<Pick<StorefrontTypes.UnitPriceMeasurement, 'referenceUnit' | 'referenceValue'>> }> } }
    )> }
  ) };

interface GeneratedQueryTypes {
  "#graphql\n  query GetBlogArticles($first: Int!, $after: String, $query: String) {\n    articles(first: $first, after: $after, sortKey: ID, query: $query) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ArticleFields\n      }\n    }\n  }\n  #graphql\n  fragment ArticleFields on Article {\n    id\n    title\n    handle\n    excerpt\n    contentHtml\n    publishedAt\n    tags\n    authorV2 {\n      name\n    }\n    image {\n      ...ImageFields\n    }\n    blog {\n      handle\n      title\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n": {return: GetBlogArticlesQuery, variables: GetBlogArticlesQueryVariables},
  "#graphql\n  query GetProducts($first: Int!, $after: String, $query: String) {\n    products(first: $first, after: $after, sortKey: CREATED_AT, query: $query) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CatalogueProduct\n      }\n    }\n  }\n  #graphql\n  fragment CatalogueProduct on Product {\n    ...ProductDetail\n    createdAt\n    collections(first: 20) {\n      nodes {\n        handle\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductDetail on Product {\n    ...ProductCard\n    description\n    descriptionHtml\n    productType\n    updatedAt\n    options {\n      name\n      optionValues {\n        name\n      }\n    }\n    images(first: 10) {\n      nodes {\n        ...ImageFields\n      }\n    }\n    variants(first: 20) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          ...MoneyFields\n        }\n        compareAtPrice {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n    media(first: 20) {\n      nodes {\n        __typename\n        ... on MediaImage {\n          id\n          alt\n          image {\n            ...ImageFields\n          }\n        }\n        ... on Video {\n          id\n          alt\n          sources {\n            url\n            mimeType\n          }\n          previewImage {\n            ...ImageFields\n          }\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    tags\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    unitPriceVariants: variants(first: 20) {\n      nodes {\n        price {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n      }\n    }\n  }\n\n  #graphql\n  fragment VariantUnitPrice on ProductVariant {\n    unitPrice {\n      ...MoneyFields\n    }\n    unitPriceMeasurement {\n      referenceUnit\n      referenceValue\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: GetProductsQuery, variables: GetProductsQueryVariables},
  "#graphql\n  query GetProductsById($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ...CatalogueProduct\n    }\n  }\n  #graphql\n  fragment CatalogueProduct on Product {\n    ...ProductDetail\n    createdAt\n    collections(first: 20) {\n      nodes {\n        handle\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductDetail on Product {\n    ...ProductCard\n    description\n    descriptionHtml\n    productType\n    updatedAt\n    options {\n      name\n      optionValues {\n        name\n      }\n    }\n    images(first: 10) {\n      nodes {\n        ...ImageFields\n      }\n    }\n    variants(first: 20) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          ...MoneyFields\n        }\n        compareAtPrice {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n    media(first: 20) {\n      nodes {\n        __typename\n        ... on MediaImage {\n          id\n          alt\n          image {\n            ...ImageFields\n          }\n        }\n        ... on Video {\n          id\n          alt\n          sources {\n            url\n            mimeType\n          }\n          previewImage {\n            ...ImageFields\n          }\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    tags\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    unitPriceVariants: variants(first: 20) {\n      nodes {\n        price {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n      }\n    }\n  }\n\n  #graphql\n  fragment VariantUnitPrice on ProductVariant {\n    unitPrice {\n      ...MoneyFields\n    }\n    unitPriceMeasurement {\n      referenceUnit\n      referenceValue\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: GetProductsByIdQuery, variables: GetProductsByIdQueryVariables},
  "#graphql\n  query GetCollections($first: Int!, $after: String, $query: String) {\n    collections(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        updatedAt\n        handle\n        title\n        description\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n": {return: GetCollectionsQuery, variables: GetCollectionsQueryVariables},
  "#graphql\n  query GetFilteredCollection(\n    $handle: String!\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $first: Int!\n    $after: String\n  ) {\n    collection(handle: $handle) {\n      ...FilteredCollection\n    }\n  }\n  #graphql\n  fragment FilteredCollection on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      ...ImageFields\n    }\n    products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {\n      filters {\n        ...FilterFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    tags\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    unitPriceVariants: variants(first: 20) {\n      nodes {\n        price {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n      }\n    }\n  }\n\n  #graphql\n  fragment VariantUnitPrice on ProductVariant {\n    unitPrice {\n      ...MoneyFields\n    }\n    unitPriceMeasurement {\n      referenceUnit\n      referenceValue\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment FilterFields on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: GetFilteredCollectionQuery, variables: GetFilteredCollectionQueryVariables},
  "#graphql\n  query GetFarmers($type: String!, $first: Int!, $after: String, $sortKey: String, $reverse: Boolean) {\n    metaobjects(type: $type, sortKey: $sortKey, reverse: $reverse, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...Farmer\n      }\n    }\n  }\n  #graphql\n  fragment Farmer on Metaobject {\n    id\n    handle\n    updatedAt\n    fields {\n      key\n      type\n      value\n      reference {\n        __typename\n        ... on MediaImage {\n          ...MediaImageFields\n        }\n        ... on Video {\n          id\n          alt\n          sources {\n            url\n            mimeType\n          }\n          previewImage {\n            ...ImageFields\n          }\n        }\n      }\n      references(first: 10) {\n        nodes {\n          __typename\n          ... on MediaImage {\n            ...MediaImageFields\n          }\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment MediaImageFields on MediaImage {\n    id\n    alt\n    image {\n      ...ImageFields\n    }\n    presentation {\n      asJson(format: IMAGE)\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n": {return: GetFarmersQuery, variables: GetFarmersQueryVariables},
  "#graphql\n  query PredictiveSearch($query: String!, $limit: Int!) {\n    predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [PRODUCT, QUERY]) {\n      products {\n        ...ProductCard\n      }\n      queries {\n        text\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    tags\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    unitPriceVariants: variants(first: 20) {\n      nodes {\n        price {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n      }\n    }\n  }\n\n  #graphql\n  fragment VariantUnitPrice on ProductVariant {\n    unitPrice {\n      ...MoneyFields\n    }\n    unitPriceMeasurement {\n      referenceUnit\n      referenceValue\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query GetBestSellingOrder($first: Int!, $after: String) {\n    products(first: $first, after: $after, sortKey: BEST_SELLING) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n      }\n    }\n  }\n": {return: GetBestSellingOrderQuery, variables: GetBestSellingOrderQueryVariables},
  "#graphql\n  query GetVariantsByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        price {\n          ...MoneyFields\n        }\n        product {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: GetVariantsByIdsQuery, variables: GetVariantsByIdsQueryVariables},
  "#graphql\n  query SearchProducts(\n    $query: String!\n    $first: Int!\n    $after: String\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $productFilters: [ProductFilter!]\n  ) {\n    search(\n      query: $query\n      first: $first\n      after: $after\n      sortKey: $sortKey\n      reverse: $reverse\n      productFilters: $productFilters\n      types: [PRODUCT]\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      productFilters {\n        ...FilterFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ... on Product {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    tags\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    unitPriceVariants: variants(first: 20) {\n      nodes {\n        price {\n          ...MoneyFields\n        }\n        ...VariantUnitPrice\n      }\n    }\n  }\n\n  #graphql\n  fragment VariantUnitPrice on ProductVariant {\n    unitPrice {\n      ...MoneyFields\n    }\n    unitPriceMeasurement {\n      referenceUnit\n      referenceValue\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment FilterFields on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: SearchProductsQuery, variables: SearchProductsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartCreate($input: CartInput!) {\n    cartCreate(input: $input) {\n      cart {\n        id\n        checkoutUrl\n        totalQuantity\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        code\n        message\n      }\n    }\n  }\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
}
declare module '@shopify/storefront-api-client' {
  type InputMaybe<T> = StorefrontTypes.InputMaybe<T>;
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
