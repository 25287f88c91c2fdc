// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QImage>
#include <QList>

namespace nfstuner::test {

// A horizontal stripe of an image mostly filled with one colour: where a
// view paints its selected row (cut by grid lines between the cells).
struct ColourBand
{
    int top = 0;
    int height = 0;
    int textPixels = 0; // pixels of the text colour inside the stripe
};

// The stripes whose every row has at least `minPixels` pixels in one of
// `colours`, at least `minHeight` rows high (a 1-2 pixel chart line in the
// same colour is no table row), with the count of `text`-coloured pixels
// painted on each.
inline QList<ColourBand> colourBands(const QImage &image, const QList<QColor> &colours,
                                     const QColor &text, int minPixels, int minHeight)
{
    auto same = [](QRgb pixel, const QColor &colour) {
        return qRed(pixel) == colour.red() && qGreen(pixel) == colour.green() &&
               qBlue(pixel) == colour.blue();
    };
    auto inBand = [&](QRgb pixel) {
        for (const QColor &colour : colours) {
            if (same(pixel, colour))
                return true;
        }
        return false;
    };
    QList<ColourBand> bands;
    int start = -1, textPixels = 0;
    for (int y = 0; y <= image.height(); ++y) {
        int count = 0, textCount = 0;
        for (int x = 0; y < image.height() && x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            count += inBand(pixel) ? 1 : 0;
            textCount += same(pixel, text) ? 1 : 0;
        }
        if (count >= minPixels) {
            if (start < 0) {
                start = y;
                textPixels = 0;
            }
            textPixels += textCount;
            continue;
        }
        if (start >= 0 && y - start >= minHeight)
            bands.append(ColourBand{start, y - start, textPixels});
        start = -1;
    }
    return bands;
}

} // namespace nfstuner::test
