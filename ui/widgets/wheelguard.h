// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

class QWidget;

namespace nfstuner {

// Scrolling a page with the wheel must not change the combo box that
// passes under the pointer (the file to save in, a unit): such a widget
// takes the wheel only once it has focus, clicked or tabbed to; before
// that the wheel goes on to the page, which scrolls.
void takeWheelOnlyWhenFocused(QWidget *widget);

} // namespace nfstuner
