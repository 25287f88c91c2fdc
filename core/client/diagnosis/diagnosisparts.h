// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnosis/mountdiagnosis.h"

// The parts of MountDiagnoser::diagnose(), each in its own file.
namespace nfstuner {

// The verdict, its confidence, a close second and their reasons
// (diagnosisrules.cpp).
void judgeBottleneck(MountDiagnosis &diagnosis);
// The change for the verdict (diagnosisprescription.cpp).
void prescribe(MountDiagnosis &diagnosis, const MountDiagnoser::Input &input);

} // namespace nfstuner
