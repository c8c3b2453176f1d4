// Mantine's styles and any CSS modules we write use its PostCSS preset (rem(), light-dark(), mixins).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
