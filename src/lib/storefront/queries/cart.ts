// The Cart API document of checkout in cart mode (PUBLIC_CHECKOUT_MODE=cart): the basket's lines and the
// promotion's code become a Shopify cart, whose checkoutUrl the shopper is sent to.

export const CART_CREATE = `#graphql
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        totalQuantity
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        code
        message
      }
    }
  }
`;
