// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QProxyStyle>

namespace nfstuner {

// Radio buttons and check boxes with a ring in the text colour. Fusion
// draws their outline a shade darker than the window: on the dark palette
// (--dark) that is next to the field's own colour, and the buttons all but
// vanish. Used with that palette only; desktop themes draw their own.
class IndicatorStyle : public QProxyStyle
{
    Q_OBJECT

public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace nfstuner
