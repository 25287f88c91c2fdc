# Sourced: where downloaded packages are kept between runs.
vm_cache=${NFS_TUNER_VM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nfs-tuner-vm}
