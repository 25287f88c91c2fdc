// SPDX-License-Identifier: GPL-2.0-or-later
// Nothing of its own: the target that makes the tests' shared precompiled
// header compiles this file (see NfsTunerPrecompiledHeaders.cmake).
