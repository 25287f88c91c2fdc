// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

class QCoreApplication;

namespace nfstuner {

// Installs NFS Tuner's and Qt's own translations for the user's locale
// (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The app's .qm files come from the
// build tree when run from there, else from the installed data folder.
void installTranslations(QCoreApplication &app);

} // namespace nfstuner
