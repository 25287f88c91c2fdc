// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/noticebanner.h"

namespace nfstuner {

NoticeBanner::NoticeBanner(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setAutoFillBackground(true);
    setFrameShape(QFrame::StyledPanel);
    setMargin(6);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
}

} // namespace nfstuner
