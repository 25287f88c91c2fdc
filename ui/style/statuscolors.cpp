// SPDX-License-Identifier: GPL-2.0-or-later
#include "style/statuscolors.h"

#include <QEvent>
#include <QWidget>

#include <cmath>

namespace nfstuner::statuscolors {

namespace {

double luminance(const QColor &color)
{
    const auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) +
           0.0722 * channel(color.blueF());
}

int hue(Kind kind)
{
    switch (kind) {
    case Kind::Negative:
        return 355;
    case Kind::Neutral:
        return 35;
    case Kind::Positive:
        return 135;
    }
    return 0;
}

// Keeps a widget's text colour in step with its palette.
class Follower : public QObject
{
public:
    Follower(QWidget *widget, Kind kind)
        : QObject(widget)
        , m_kind(kind)
    {
        widget->installEventFilter(this);
        update(widget);
    }

    void setKind(QWidget *widget, Kind kind)
    {
        m_kind = kind;
        update(widget);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange && !m_updating)
            update(static_cast<QWidget *>(watched));
        return false;
    }

private:
    void update(QWidget *widget)
    {
        m_updating = true;
        QPalette palette = widget->palette();
        palette.setColor(QPalette::WindowText, text(m_kind, palette));
        palette.setColor(QPalette::Text, text(m_kind, palette));
        widget->setPalette(palette);
        m_updating = false;
    }

    Kind m_kind;
    bool m_updating = false;
};

} // namespace

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor text(Kind kind, const QPalette &palette)
{
    const QColor background = palette.color(QPalette::Window);
    const bool dark = background.lightness() < 128;
    // From a strong colour towards white (dark themes) or black (light
    // ones) until it reads.
    for (int lightness = dark ? 150 : 110; lightness >= 0 && lightness <= 255;
         lightness += dark ? 8 : -8) {
        const QColor candidate = QColor::fromHsl(hue(kind), 200, lightness);
        if (contrast(candidate, background) >= 4.5)
            return candidate;
    }
    return palette.color(QPalette::WindowText);
}

void apply(QWidget *widget, Kind kind)
{
    for (QObject *child : widget->children()) {
        if (auto *follower = dynamic_cast<Follower *>(child)) {
            follower->setKind(widget, kind);
            return;
        }
    }
    new Follower(widget, kind);
}

QString html(const QString &plainText, Kind kind, const QPalette &palette)
{
    return QStringLiteral("<span style='color:%1'>%2</span>")
        .arg(text(kind, palette).name(), plainText.toHtmlEscaped());
}

QColor tint(int group, const QPalette &palette)
{
    static const int hues[] = {210, 150, 30, 280, 350};
    const QColor base = palette.color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    return QColor::fromHsl(hues[group % 5], 90,
                           dark ? base.lightness() + 28 : base.lightness() - 22);
}

} // namespace nfstuner::statuscolors
