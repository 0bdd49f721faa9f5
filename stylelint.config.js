/*
 * The stylesheets' lint: only what right to left needs (issue 25). Sides are written as logical
 * properties (margin-inline-start, inset-inline-end, text-align: start…), so an Arabic or Hebrew
 * page mirrors by itself; the block axis (top, bottom, widths and heights) reads the same either
 * way and stays as it is.
 */
export default {
  plugins: ['stylelint-use-logical', './scripts/lint/stylelint-inline-shorthand.js'],
  rules: {
    'csstools/use-logical': [
      'always',
      {
        except: [
          'top',
          'bottom',
          'width',
          'height',
          'min-width',
          'max-width',
          'min-height',
          'max-height',
          'margin-top',
          'margin-bottom',
          'padding-top',
          'padding-bottom',
          'border-top',
          'border-bottom',
          'border-top-width',
          'border-bottom-width',
          'border-top-color',
          'border-bottom-color',
          'border-top-style',
          'border-bottom-style',
        ],
      },
    ],
    'marquee/inline-shorthand': true,
  },
};
