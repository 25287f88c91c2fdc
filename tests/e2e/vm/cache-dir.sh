# Sourced: where downloaded packages are kept between runs.
vm_cache=${NFS_TUNER_VM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nfs-tuner-vm}
# The kernel image vm/fetch.sh unpacked for SUITE.
kernel_image() { echo "$vm_cache/kernel-$1/root/$(cat "$vm_cache/kernel-$1/vmlinuz")"; }
